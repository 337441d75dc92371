/**
 * What the admin's article and guide screens share is written once in this
 * folder; each kind declares only its differences here: its paths, the cache
 * fields it makes stale and its Spanish words (admin spec §5), exactly as the
 * spec writes them.
 */
export interface AdminContentKind {
  /** The GraphQL type, for the cache. */
  typename: 'Article' | 'Guide';
  /** Cached lists and counts a save or a delete makes stale. */
  evict: readonly string[];
  paths: {
    list: string;
    create: string;
    edit: (id: string) => string;
    preview: (id: string) => string;
  };
  texts: {
    /** 'el artículo', 'la guía': toasts and the delete confirmation. */
    noun: string;
    created: string;
    updated: string;
    deletedTitle: string;
    deleted: (title: string) => string;
    /** The list's header, and the form's as 'Nuevo Artículo'. */
    listTitle: string;
    createLabel: string;
    createFirstLabel: string;
    listErrorTitle: string;
    listLoadError: string;
    emptyList: string;
    searchLabel: string;
    editTitle: string;
    submitNew: string;
    positionLabel: string;
    featuredLabel: string;
    /** The preview's banner ('Así verán los visitantes este artículo.') and its page for a missing id. */
    preview: {
      what: string;
      published: string;
      draft: string;
      scheduled: string;
      notFoundTitle: string;
      notFoundText: string;
      backLabel: string;
    };
  };
}
