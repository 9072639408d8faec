/**
 * What the editor handed to the form and the form has not given back yet, to tell the editor's
 * own text coming back through React from a body replaced from outside (a restored autosave or
 * revision, staged changes discarded). Comparing with the last hand-over only was not enough: on
 * a busy machine React can give back an earlier hand-over once the editor has handed over a later
 * one, and reopening it undid what was typed in between (a new paragraph, then the next words in
 * the heading above).
 */
export function handedOverBodies(initial: string) {
  const pending: string[] = [];
  let agreed = initial;
  return {
    /** The editor hands `html` to the form. */
    record(html: string): void {
      pending.push(html);
    },
    /**
     * Whether `value`, given by the form, is the editor's own text: one it handed over (then it and
     * every earlier one are settled) or the one last agreed on. Otherwise it comes from outside.
     */
    isOwn(value: string): boolean {
      const index = pending.indexOf(value);
      if (index >= 0) {
        pending.splice(0, index + 1);
        agreed = value;
        return true;
      }
      return value === agreed;
    },
    /** The form replaced the body: the editor opens `value`, and nothing handed over before counts. */
    replaced(value: string): void {
      pending.length = 0;
      agreed = value;
    },
  };
}
