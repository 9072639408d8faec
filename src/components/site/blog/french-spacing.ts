/**
 * French typography keeps "high" punctuation (: ; ! ?) and guillemets on the line of the word
 * they belong to. Editors type ordinary spaces; on a narrow screen a title could then start a
 * line with ':'. The spaces become non-breaking ones.
 */
const NO_BREAK_SPACE = '\u00A0';

export function withFrenchSpacing(text: string): string {
  return text.replace(/[ \t]+(?=[:;!?»])/g, NO_BREAK_SPACE).replace(/«[ \t]+/g, `«${NO_BREAK_SPACE}`);
}
