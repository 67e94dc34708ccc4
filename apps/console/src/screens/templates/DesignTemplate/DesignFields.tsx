import { useState } from 'react';
import { colorToHex, mmToPt, ptToMm } from '@veritag/domain';
import { NumberField, TextField } from '@veritag/ui';
import * as styles from './DesignTemplate.css';

const decimals: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 2 };
// The unit is part of the value shown ("25.4 mm"), as the rulers are in millimetres.
const millimetres: Intl.NumberFormatOptions = {
  ...decimals,
  style: 'unit',
  unit: 'millimeter',
  unitDisplay: 'short',
};

export interface MeasureFieldProps {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | undefined) => void;
  minValue?: number;
  maxValue?: number;
  /** Shown after the number; without it the number stands alone (degrees, font points). */
  unit?: 'mm';
  isDisabled?: boolean;
}

/**
 * A number of the design (millimetres, degrees, font points). It commits when left or on Enter,
 * as react-aria's NumberField does; an emptied field commits `undefined`.
 */
export function MeasureField({
  label,
  value,
  onChange,
  minValue = 0,
  maxValue,
  unit,
  isDisabled,
}: MeasureFieldProps) {
  return (
    <NumberField
      label={label}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
      minValue={minValue}
      maxValue={maxValue}
      maxChars={12}
      formatOptions={unit === 'mm' ? millimetres : decimals}
      isDisabled={isDisabled}
    />
  );
}

/**
 * A length of the design, kept in points as the payload holds it, shown and typed in millimetres
 * (decision 0376: X, Y and Width had no unit while the rulers are in mm). Shown to 0.01 mm, which a
 * point (0.35 mm) rounds through unchanged.
 */
export function LengthField({
  value,
  onChange,
  minValue,
  maxValue,
  ...rest
}: Omit<MeasureFieldProps, 'unit'>) {
  const toMm = (points: number) => Math.round(ptToMm(points) * 100) / 100;
  return (
    <MeasureField
      {...rest}
      unit="mm"
      value={value === null || value === undefined ? value : toMm(value)}
      minValue={minValue === undefined ? undefined : ptToMm(minValue)}
      maxValue={maxValue === undefined ? undefined : ptToMm(maxValue)}
      onChange={(mm) => onChange(mm === undefined ? undefined : mmToPt(mm))}
    />
  );
}

/** A colour as a name or hex; it commits once what is typed is a colour, with a swatch beside it. */
export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const [typed, setTyped] = useState(value);
  // Another component selected, or an undo: the field shows the new colour (set while rendering, as React advises).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    // Unless it is what is being typed (a name or short hex stays as typed).
    if (colorToHex(typed) !== value) setTyped(value);
  }
  const hex = colorToHex(typed);
  return (
    <div className={styles.color}>
      <TextField
        label={label}
        value={typed}
        onChange={(next) => {
          setTyped(next);
          const nextHex = colorToHex(next);
          if (nextHex && nextHex !== value) onChange(nextHex);
        }}
        onBlur={() => setTyped(hex ?? value)}
        isInvalid={hex === undefined}
        errorMessage={
          hex === undefined ? 'A colour name or a hex value such as #1e3a8a' : undefined
        }
        validationBehavior="aria"
      />
      <span className={styles.swatch} style={{ background: hex ?? value }} aria-hidden="true" />
    </div>
  );
}
