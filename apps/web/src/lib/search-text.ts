/** Lower case without accents, for searching by a part of a name: 'Respiração' is found by 'respiracao'. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
