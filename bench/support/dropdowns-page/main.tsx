/**
 * The page of `pnpm bench dropdowns`: one dropdown with 10,000 customers per load, chosen by
 * `?case=`. `kit-*` are the design system's own components (through its one door); `plain-*`
 * are the same react-aria-components without a Virtualizer, every option in the DOM: the
 * baseline the kit is compared with in the same run.
 */
import { createRoot } from 'react-dom/client';
import {
  ComboBox as PlainComboBox,
  Button,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as PlainSelect,
  SelectValue,
} from 'react-aria-components';
import {
  ComboBox,
  MultiSelect,
  Option,
  Select,
  optionRowHeight,
  themeClassName,
} from '../../../packages/ui/src/index';
import { armProbe, type WantedList } from './probe';

interface Customer {
  id: number;
  name: string;
}

const customers: Customer[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  name: `Customer ${String(index + 1).padStart(5, '0')}`,
}));

// The baseline's list scrolls in a box of the kit's size, so both lay out the same visible area.
const plainListStyle = { maxHeight: '18rem', overflow: 'auto', width: 320, background: 'white' };
const plainOption = (item: Customer) => (
  <ListBoxItem
    id={item.id}
    textValue={item.name}
    style={{ height: optionRowHeight, padding: '0 12px' }}
  >
    {item.name}
  </ListBoxItem>
);
const kitOption = (item: Customer) => <Option id={item.id}>{item.name}</Option>;

const labelled = customers.map(({ id, name }) => ({ id, label: name }));

const cases = {
  'kit-select': () => (
    <Select label="Customer" items={customers}>
      {kitOption}
    </Select>
  ),
  'kit-combobox': () => (
    <ComboBox label="Customer" defaultItems={customers}>
      {kitOption}
    </ComboBox>
  ),
  'kit-multiselect': () => (
    <MultiSelect label="Customers" items={labelled} defaultSelectedKeys={[1]} />
  ),
  'plain-select': () => (
    <PlainSelect>
      <Label>Customer</Label>
      <Button data-slot="trigger">
        <SelectValue />
      </Button>
      <Popover>
        <ListBox items={customers} style={plainListStyle}>
          {plainOption}
        </ListBox>
      </Popover>
    </PlainSelect>
  ),
  'plain-combobox': () => (
    <PlainComboBox defaultItems={customers} allowsEmptyCollection>
      <Label>Customer</Label>
      <Input data-slot="input" />
      <Button data-slot="trigger" aria-label="Show customers">
        ▾
      </Button>
      <Popover>
        <ListBox style={plainListStyle}>{plainOption}</ListBox>
      </Popover>
    </PlainComboBox>
  ),
};

const chosen = new URLSearchParams(location.search).get('case') as keyof typeof cases;
const Case = cases[chosen];
if (!Case) throw new Error(`unknown case ${chosen}`);
document.body.className = themeClassName({});
let pending: Promise<number> | undefined;
// Driven by bench/dropdowns.bench.ts: arm before the gesture, then await the result.
Object.assign(window, {
  dropdownProbe: {
    arm: (wanted: WantedList, limitMs: number) => void (pending = armProbe(wanted, limitMs)),
    result: () => pending,
  },
});
createRoot(document.getElementById('root')!).render(<Case />);
