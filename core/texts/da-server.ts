// Texts of server answers that no widget composes itself (the widget shows the answer's `message`).
// Kept apart from `da` so the widget bundle does not carry them.
export const daServer = {
  /** Issue 14 §5: the database cannot be reached; the request was not carried out. */
  databaseUnavailable: 'Butikken kan ikke hente eller gemme data lige nu. Intet er ændret. Prøv igen om lidt.',
} as const;
