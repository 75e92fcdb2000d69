// Every date the Shipments tab takes goes through this one input, `YYYY-MM-DD` in and out, so that the
// dashboard's Solar Hijri date field (same value/onChange contract) replaces it in one place.
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
    <input
      id={id}
      type="date"
      value={value}
      max={max}
      min={min}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      data-testid={testId}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
