/** Story data: options the size of the spec's largest dropdowns (10,000 customers or products). */
export interface NamedOption {
  id: number;
  name: string;
}

export const manyCustomers: NamedOption[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  name: `Customer ${String(index + 1).padStart(5, '0')}`,
}));

export const fewCompanyTypes: NamedOption[] = [
  { id: 1, name: 'Customer' },
  { id: 2, name: 'Business Partner' },
];

export const longNamedOptions: NamedOption[] = [
  {
    id: 1,
    name: 'Società Cooperativa Agricola Vitivinicola dei Colli Euganei e della Bassa Padovana',
  },
  { id: 2, name: 'Aktiengesellschaft für Sicherheitsetiketten und Rückverfolgbarkeit' },
];
