import type { PublicFormField } from '@/lib/public-forms/form-fields';
import { CONSENT_LABEL, NOTE_ADVICE } from '@/lib/appointments/request-form-fields';
import { PRIVACY_POLICY_PATH } from '@/lib/site/site-paths';

const control =
  'mt-1 block w-full rounded-md border border-input bg-background px-3 py-2 text-base text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The appointment form's visible fields as server markup (decision 044), ids `champ-<name>` as
 * the public-form path expects (decision 039). Works without JavaScript: the browser checks the
 * required fields, the server checks everything again.
 */
export function RequestFormControls({
  fields,
  selected,
}: {
  fields: readonly PublicFormField[];
  selected: Record<string, string>;
}) {
  return (
    <div className="space-y-5">
      {fields.map((field) => {
        const id = `champ-${field.name}`;
        if (field.kind === 'checkbox') {
          return (
            <p key={field.name} className="flex gap-3">
              <input
                type="checkbox"
                id={id}
                name={field.name}
                required={field.required}
                className="mt-1 size-5 shrink-0 accent-primary"
              />
              <label htmlFor={id} className="text-slate-700">
                {CONSENT_LABEL.replace(' (voir la politique de confidentialité).', ' ')}(voir la{' '}
                <a href={PRIVACY_POLICY_PATH} className="font-semibold text-primary underline underline-offset-4">
                  politique de confidentialité
                </a>
                ).
              </label>
            </p>
          );
        }
        return (
          <p key={field.name}>
            <label htmlFor={id} className="font-semibold text-slate-900">
              {field.label}
            </label>
            {field.kind === 'select' ? (
              <select
                id={id}
                name={field.name}
                required={field.required}
                defaultValue={selected[field.name] ?? field.options[0]?.value}
                className={control}
              >
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.kind === 'textarea' ? (
              <>
                <textarea
                  id={id}
                  name={field.name}
                  rows={3}
                  maxLength={field.maxLength}
                  aria-describedby={`${id}-conseil`}
                  className={control}
                />
                <span id={`${id}-conseil`} className="mt-1 block text-sm text-muted-foreground">
                  {NOTE_ADVICE}
                </span>
              </>
            ) : (
              <input
                type={field.kind}
                id={id}
                name={field.name}
                required={field.required}
                autoComplete={field.autocomplete}
                maxLength={field.maxLength}
                className={control}
              />
            )}
          </p>
        );
      })}
    </div>
  );
}
