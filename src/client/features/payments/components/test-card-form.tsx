import { CreditCard, FlaskConical } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '../../../components/form-field';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  buildTestCardResult,
  type CardResult,
  cardBrandLabels,
  cvcLengthFor,
  detectCardBrand,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  type TestCardErrors,
  type TestCardValues,
  validateTestCard,
} from '../lib/card';
import { CardFormActions, type CardFormCommonProps } from './card-form-actions';

const emptyCard: TestCardValues = { number: '', expiry: '', cvc: '', zip: '' };

/**
 * The test provider's card form: checks the card in the browser (Luhn, brand, expiry, CVC, ZIP)
 * and issues a test token; no card number leaves the page.
 */
export function TestCardForm({ onCard, processing, submitLabel, onCancel }: CardFormCommonProps) {
  const [values, setValues] = useState<TestCardValues>(emptyCard);
  const [errors, setErrors] = useState<TestCardErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const brand = detectCardBrand(values.number);
  const numberId = useId();

  const update = (field: keyof TestCardValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first submit, errors follow the typing so a fixed field clears at once.
    if (submitted) setErrors(validateTestCard(next, new Date()));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    setSubmitted(true);
    const now = new Date();
    const found = validateTestCard(values, now);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const card: CardResult = buildTestCardResult(values, now);
    onCard(card);
  };

  return (
    <form noValidate aria-label="Card details" onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="flex items-start gap-2 rounded-xl bg-ocean-50 px-3.5 py-2.5 text-xs text-ocean-900">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Test payments: use card 4111 1111 1111 1111 with any future date. Nothing is charged.
        </span>
      </p>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={numberId}>Card number</Label>
          <span className="flex items-center gap-1.5 text-xs font-semibold text-slate-500">
            {brand ? cardBrandLabels[brand] : null}
            <CreditCard aria-hidden="true" className="size-4" />
          </span>
        </div>
        <Input
          id={numberId}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="e.g. 1234 1234 1234 1234"
          value={values.number}
          disabled={processing}
          aria-invalid={errors.number ? true : undefined}
          aria-describedby={errors.number ? `${numberId}-error` : undefined}
          onChange={(event) => update('number', formatCardNumber(event.target.value))}
        />
        <FieldError id={`${numberId}-error`}>{errors.number}</FieldError>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <FormField label="Expiry (MM/YY)" error={errors.expiry}>
          <Input
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            value={values.expiry}
            disabled={processing}
            onChange={(event) => {
              const typed = event.target.value;
              // Deleting the slash deletes the month's last digit too, so backspace is not stuck.
              const deleting = typed.length < values.expiry.length;
              update('expiry', deleting ? typed.replace(/\/$/, '') : formatExpiry(typed));
            }}
          />
        </FormField>
        <FormField label="CVC" error={errors.cvc}>
          <Input
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder={brand === 'amex' ? 'e.g. 1234' : 'e.g. 123'}
            value={values.cvc}
            disabled={processing}
            onChange={(event) =>
              update('cvc', digitsOnly(event.target.value).slice(0, cvcLengthFor(brand)))
            }
          />
        </FormField>
        <FormField label="ZIP code" error={errors.zip}>
          <Input
            autoComplete="postal-code"
            inputMode="numeric"
            placeholder="e.g. 92651"
            value={values.zip}
            disabled={processing}
            onChange={(event) => update('zip', digitsOnly(event.target.value).slice(0, 5))}
          />
        </FormField>
      </div>
      <CardFormActions
        ready
        processing={processing}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </form>
  );
}
