'use client';

import { useState } from 'react';

/** The keys of a form's values that a text input or text area edits. */
export type TextKey<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;

/**
 * `bind(key)`: the value, the French error and the change handler that an InputField or
 * TextareaField takes for one key, so that a key cannot be shown with the error of another.
 */
export function textFieldBinder<V>(
  values: V,
  errors: { readonly [key: string]: string | undefined },
  change: (key: TextKey<V>, value: string) => void,
) {
  return (key: TextKey<V>) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(key, event.target.value),
  });
}

/** What a back-office form holds as typed, `set` one key at a time, and `bind` for its text fields. */
export function useFormValues<V extends object>(initial: V, errors: { readonly [key: string]: string | undefined }) {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));
  return {
    values,
    setValues,
    set,
    bind: textFieldBinder(values, errors, (key, value) => set(key, value as V[typeof key])),
  };
}
