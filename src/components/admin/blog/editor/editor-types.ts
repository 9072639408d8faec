import type { PostFieldErrors, PostFormField, PostFormValues } from '@/lib/blog/post-form';

export type EditorFieldsProps = {
  values: PostFormValues;
  errors: PostFieldErrors;
  set: <K extends PostFormField>(field: K, value: PostFormValues[K]) => void;
};
