// The "Specifications" section of a product's form: the facts an importer decides on (each
// optional; free texts in English and Persian), checked here by the server's own rules, whose
// messages (by `invalid_field:facts.*`) it shares.
import { fill, useLang } from '../../i18n';
import type { Lang } from '../../i18n/detect';
import { adminMessage } from '../dashApi';
import { useDT } from '../i18n';
import { Field } from '../ui';
import { PROVINCE_NAMES, provincesBy } from '../../features/products/provinces';
import type { FactsInput, ProductFacts, Province } from '../../lib/api-types';

export const MAX_PACKAGING = 10;
const MAX_TEXT = 120;

export interface FactsDraft {
  variety: string;
  varietyFa: string;
  grade: string;
  gradeFa: string;
  origin: Province | '';
  cropYear: string;
  moisture: string;
  shelfLifeMonths: string;
  hsCode: string;
  packaging: { en: string; fa: string }[];
  minOrder: string;
  leadTimeDays: string;
  samples: '' | 'yes' | 'no';
}

/** Persian and Arabic-Indic digits as the Latin ones an HS code is written in. */
const latinDigits = (s: string) => s.replace(/[۰-۹٠-٩]/g, (c) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(c) >= 0 ? '۰۱۲۳۴۵۶۷۸۹'.indexOf(c) : '٠١٢٣٤٥٦٧٨٩'.indexOf(c)));

const str = (n: number | undefined) => (n === undefined ? '' : String(n));

export function factsDraft(f?: ProductFacts): FactsDraft {
  return {
    variety: f?.variety ?? '',
    varietyFa: f?.varietyFa ?? '',
    grade: f?.grade ?? '',
    gradeFa: f?.gradeFa ?? '',
    origin: f?.origin ?? '',
    cropYear: str(f?.cropYear),
    moisture: str(f?.moisture),
    shelfLifeMonths: str(f?.shelfLifeMonths),
    hsCode: f?.hsCode ?? '',
    packaging: (f?.packaging ?? []).map((p) => ({ en: p.en, fa: p.fa ?? '' })),
    minOrder: str(f?.minOrder),
    leadTimeDays: str(f?.leadTimeDays),
    samples: f?.samples === undefined ? '' : f.samples ? 'yes' : 'no',
  };
}

const wholeIn = (s: string, min: number, max: number) => {
  const n = Number(s);
  return Number.isInteger(n) && n >= min && n <= max;
};

/** 4 to 10 digits, the first four together, single dots between the others (0802.12.10). */
export const isHsCode = (s: string) => /^[0-9]{4}(\.?[0-9]){0,6}$/.test(s);

/** The first rule the draft breaks, as the server's field (`facts.moisture`, …); null when none. */
export function factsProblem(d: FactsDraft): string | null {
  const set = (s: string) => s.trim() !== '';
  if ([d.variety, d.varietyFa, d.grade, d.gradeFa].some((s) => [...s].length > MAX_TEXT)) return 'facts.variety';
  if (set(d.cropYear) && !wholeIn(d.cropYear, 2000, 2100)) return 'facts.cropYear';
  if (set(d.moisture) && !(Number(d.moisture) >= 0 && Number(d.moisture) <= 100)) return 'facts.moisture';
  if (set(d.shelfLifeMonths) && !wholeIn(d.shelfLifeMonths, 1, 120)) return 'facts.shelfLifeMonths';
  if (set(d.hsCode) && !isHsCode(d.hsCode.trim())) return 'facts.hsCode';
  if (set(d.minOrder) && !wholeIn(d.minOrder, 1, 1_000_000_000)) return 'facts.minOrder';
  if (set(d.leadTimeDays) && !wholeIn(d.leadTimeDays, 0, 365)) return 'facts.leadTimeDays';
  const packs = d.packaging.filter((p) => set(p.en) || set(p.fa));
  if (packs.length > MAX_PACKAGING || packs.some((p) => !set(p.en) || [...p.en].length > MAX_TEXT || [...p.fa].length > MAX_TEXT)) {
    return 'facts.packaging';
  }
  return null;
}

/** The message of the first rule the draft breaks, in the admin's language; null when none. */
export function factsError(d: FactsDraft, lang: Lang): string | null {
  const field = factsProblem(d);
  return field && adminMessage({ message: 'Invalid value', code: 'invalid_field', field }, lang);
}

/** The facts to send: every one, an empty one as null (which clears it). */
export function factsBody(d: FactsDraft): FactsInput {
  const text = (s: string) => (s.trim() === '' ? null : s.trim());
  const num = (s: string) => (s.trim() === '' ? null : Number(s));
  return {
    variety: text(d.variety),
    varietyFa: text(d.varietyFa),
    grade: text(d.grade),
    gradeFa: text(d.gradeFa),
    origin: d.origin || null,
    cropYear: num(d.cropYear),
    moisture: num(d.moisture),
    shelfLifeMonths: num(d.shelfLifeMonths),
    hsCode: text(d.hsCode),
    packaging: d.packaging
      .filter((p) => p.en.trim() || p.fa.trim())
      .map((p) => ({ en: p.en.trim(), ...(p.fa.trim() ? { fa: p.fa.trim() } : {}) })),
    minOrder: num(d.minOrder),
    leadTimeDays: num(d.leadTimeDays),
    samples: d.samples === '' ? null : d.samples === 'yes',
  };
}

export function SpecsFields({ id, value: d, unitWord, onChange }: { id: string; value: FactsDraft; unitWord: string; onChange: (d: FactsDraft) => void }) {
  const t = useDT();
  const lang = useLang();
  const set = <K extends keyof FactsDraft>(k: K, v: FactsDraft[K]) => onChange({ ...d, [k]: v });
  const input = (k: 'variety' | 'varietyFa' | 'grade' | 'gradeFa' | 'hsCode', label: string, extra: { dir?: 'rtl' | 'ltr' | 'auto'; hint?: string } = {}) => (
    <Field label={label} htmlFor={`${id}-${k}`} hint={extra.hint}>
      <input id={`${id}-${k}`} value={d[k]} maxLength={k === 'hsCode' ? 13 : MAX_TEXT} dir={extra.dir ?? 'auto'} onChange={(e) => set(k, k === 'hsCode' ? latinDigits(e.target.value) : e.target.value)} />
    </Field>
  );
  const number = (k: 'cropYear' | 'moisture' | 'shelfLifeMonths' | 'minOrder' | 'leadTimeDays', label: string, attrs: { min: number; max: number; step?: string; hint?: string }) => (
    <Field label={label} htmlFor={`${id}-${k}`} hint={attrs.hint}>
      <input id={`${id}-${k}`} type="number" inputMode={attrs.step === 'any' ? 'decimal' : 'numeric'} min={attrs.min} max={attrs.max} step={attrs.step ?? '1'} value={d[k]} onChange={(e) => set(k, e.target.value)} />
    </Field>
  );
  const pack = (i: number, p: { en: string; fa: string }) => onChange({ ...d, packaging: d.packaging.map((x, j) => (j === i ? p : x)) });
  return (
    <fieldset className="span-all dash-fieldset" data-testid="specs-fields">
      <legend>{t.specsTitle}</legend>
      <p className="dash-muted">{t.specsLead}</p>
      <div className="dash-form-grid">
        {input('variety', t.factVariety)}
        {input('varietyFa', t.factVarietyFa, { dir: 'rtl' })}
        {input('grade', t.factGrade, { hint: t.factGradeHint })}
        {input('gradeFa', t.factGradeFa, { dir: 'rtl' })}
        <Field label={t.factOrigin} htmlFor={`${id}-origin`}>
          <select id={`${id}-origin`} value={d.origin} onChange={(e) => set('origin', e.target.value as Province | '')}>
            <option value="">{t.factNotSet}</option>
            {provincesBy(lang).map((p) => (
              <option key={p} value={p}>
                {PROVINCE_NAMES[p][lang]}
              </option>
            ))}
          </select>
        </Field>
        {number('cropYear', t.factCropYear, { min: 2000, max: 2100 })}
        {number('moisture', t.factMoisture, { min: 0, max: 100, step: 'any' })}
        {number('shelfLifeMonths', t.factShelfLife, { min: 1, max: 120 })}
        {input('hsCode', t.factHsCode, { dir: 'ltr', hint: t.factHsCodeHint })}
        {number('minOrder', fill(t.factMinOrder, { unit: unitWord }), { min: 1, max: 1_000_000_000 })}
        {number('leadTimeDays', t.factLeadTime, { min: 0, max: 365 })}
        <Field label={t.factSamples} htmlFor={`${id}-samples`}>
          <select id={`${id}-samples`} value={d.samples} onChange={(e) => set('samples', e.target.value as FactsDraft['samples'])}>
            <option value="">{t.factNotSet}</option>
            <option value="yes">{t.factSamplesYes}</option>
            <option value="no">{t.factSamplesNo}</option>
          </select>
        </Field>
      </div>
      <div className="dash-packaging">
        <h5>{t.factPackaging}</h5>
        {d.packaging.map((p, i) => (
          <div className="dash-packaging-row" key={i}>
            <Field label={fill(t.factPackagingEn, { n: i + 1 })} htmlFor={`${id}-pack-${i}`}>
              <input id={`${id}-pack-${i}`} value={p.en} maxLength={MAX_TEXT} dir="auto" placeholder="10 kg carton with PE liner" onChange={(e) => pack(i, { ...p, en: e.target.value })} />
            </Field>
            <Field label={fill(t.factPackagingFa, { n: i + 1 })} htmlFor={`${id}-pack-fa-${i}`}>
              <input id={`${id}-pack-fa-${i}`} value={p.fa} maxLength={MAX_TEXT} dir="rtl" onChange={(e) => pack(i, { ...p, fa: e.target.value })} />
            </Field>
            <button type="button" className="dash-btn dash-btn-sm dash-btn-danger-ghost" onClick={() => onChange({ ...d, packaging: d.packaging.filter((_, j) => j !== i) })}>
              {fill(t.removePackaging, { n: i + 1 })}
            </button>
          </div>
        ))}
        {d.packaging.length < MAX_PACKAGING && (
          <button type="button" className="dash-btn dash-btn-sm" onClick={() => set('packaging', [...d.packaging, { en: '', fa: '' }])}>
            {t.addPackaging}
          </button>
        )}
      </div>
    </fieldset>
  );
}
