// The package ships no types; only the one factory the search uses is declared (decision 042).
declare module 'snowball-stemmers' {
  export function newStemmer(language: string): { stem(word: string): string };
}
