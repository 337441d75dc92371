/**
 * Game questions and puzzle words, listed and edited. The service's public entry: other code imports it
 * through this file only (serviceZones() in eslint.config.js).
 */
export {
  deletePuzzleWord,
  deleteQuestion,
  findPuzzleWord,
  findQuestion,
  listQuestionsForAdmin,
  savePuzzleWord,
  saveQuestion,
} from './gameEditing';
export { listGameQuestions, listPuzzleWords } from './gameLists';
