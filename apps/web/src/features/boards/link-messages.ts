/**
 * The child page's way to the board: a module apart from the feature's texts, imported by the child
 * page alone, so its chunk carries this label and nothing lands in `common`.
 */
export const boardsLinkMessages = {
  board: 'Minha prancha',
} as const;
