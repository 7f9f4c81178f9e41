// How a unit is named in a unit picker or table: 'KRT – Karton', or just the code when the
// description adds nothing. One spelling for the card, the details, the food information and the
// product dropdown.

export function unitLabel(code: string, description: string | null | undefined): string {
  return description && description !== code ? `${code} – ${description}` : code;
}
