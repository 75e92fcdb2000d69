// Every date the Shipments tab takes goes through this one field, `YYYY-MM-DD` in and out: the
// dashboard's DateField (Solar Hijri with Persian digits in Persian, the native input in English),
// named by its visible label, whose id is the field's id with `-label`.
import DateField from '../DateField';

type Props = {
  id: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
  max?: string;
  min?: string;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  testId?: string;
};

export function ShipDate({ id, value, onChange, max, min, required, invalid, describedBy, testId }: Props) {
  return (
    <DateField
      id={id}
      aria-labelledby={`${id}-label`}
      value={value}
      max={max}
      min={min}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      data-testid={testId}
      onChange={onChange}
    />
  );
}
