/**
 * Categories: the lists and the editing. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export { deleteCategory, saveCategory } from './categoryEditing';
export { listCategories, loadCategoriesById } from './categoryLists';
export { existingCategoryId } from './categoryRefs';
