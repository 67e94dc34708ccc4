import { colorThemes, menuColors, menuModes, profileModes } from '@veritag/domain';
import { Settings } from 'lucide-react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Label,
  Popover,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { IconButton } from '../../components/IconButton/IconButton';
import * as styles from './LayoutConfigurator.css';
import type { ShellLayout } from './shell-types';

/** 'light-blue' reads 'Light blue'. */
const wordsOf = (value: string) => {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface ChoiceProps<Value extends string> {
  label: string;
  options: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
}

function Choice<Value extends string>({ label, options, value, onChange }: ChoiceProps<Value>) {
  return (
    <RadioGroup className={styles.group} value={value} onChange={(next) => onChange(next as Value)}>
      <Label className={styles.groupLabel}>{label}</Label>
      <div className={styles.options}>
        {options.map((option) => (
          <Radio key={option} value={option} className={styles.option}>
            <span className={styles.dot} aria-hidden="true" />
            {wordsOf(option)}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

export interface LayoutConfiguratorProps {
  layout: ShellLayout;
  /** Every choice is reported at once; keeping it is the console's job. */
  onChange: (layout: ShellLayout) => void;
}

/** The theme configurator of spec 000 section 2.3, behind a 'Layout settings' button. */
export function LayoutConfigurator({ layout, onChange }: LayoutConfiguratorProps) {
  return (
    <DialogTrigger>
      <IconButton aria-label="Layout settings">
        <Settings size={20} />
      </IconButton>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.dialog} data-slot="layout-configurator">
          <Heading slot="title" className={styles.heading}>
            Layout
          </Heading>
          <Choice
            label="Menu mode"
            options={menuModes}
            value={layout.menuMode}
            onChange={(menuMode) => onChange({ ...layout, menuMode })}
          />
          <Choice
            label="Menu colour"
            options={menuColors}
            value={layout.menuColor}
            onChange={(menuColor) => onChange({ ...layout, menuColor })}
          />
          <Choice
            label="Profile"
            options={profileModes}
            value={layout.profileMode}
            onChange={(profileMode) => onChange({ ...layout, profileMode })}
          />
          <Choice
            label="Theme"
            options={colorThemes}
            value={layout.theme}
            onChange={(theme) => onChange({ ...layout, theme })}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
