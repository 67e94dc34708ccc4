import { useState } from 'react';
import { colorToHex } from '@veritag/domain';
import { NumberField, TextField } from '@veritag/ui';
import * as styles from './DesignTemplate.css';

const decimals: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 2 };

/**
 * A number of the design (points, degrees, millimetres). It commits when left or on Enter, as
 * react-aria's NumberField does; an emptied field commits `undefined`.
 */
export function MeasureField({
  label,
  value,
  onChange,
  minValue = 0,
  maxValue,
}: {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | undefined) => void;
  minValue?: number;
  maxValue?: number;
}) {
  return (
    <NumberField
      label={label}
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
      minValue={minValue}
      maxValue={maxValue}
      maxChars={9}
      formatOptions={decimals}
    />
  );
}

/** A colour as a name or hex; it commits once what is typed is a colour, with a swatch beside it. */
export function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (hex: string) => void }) {
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
        errorMessage={hex === undefined ? 'A colour name or a hex value such as #1e3a8a' : undefined}
        validationBehavior="aria"
      />
      <span className={styles.swatch} style={{ background: hex ?? value }} aria-hidden="true" />
    </div>
  );
}
