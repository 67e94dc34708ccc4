// The one door of @veritag/ui: every public export is named here.

// --- tokens and themes ---
// The page reset (body margin, box-sizing): a side effect, so any import of the package brings it.
import './tokens/global-reset.css';
export { vars } from './tokens/contract.css';
export { lightTheme, themeClasses, menuColorClasses, themeRoot } from './tokens/themes.css';
export { themeClassName, type ThemeChoice } from './tokens/theme-class';
export { themeTokens, colorTokens, menuTokens } from './tokens/color-tokens';
export { themePalettes, type ThemePalette } from './tokens/palettes';
export { baseTokens } from './tokens/base-tokens';
export {
  focusRing,
  focusRingInset,
  focusVisibleRing,
  focusVisibleRingInset,
  dataFocusVisibleRing,
  dataFocusVisibleRingInset,
} from './tokens/focus-ring.css';
export { breakpoints, media, type MediaQuery } from './tokens/media';
export { contrastRatio, wcagAA } from './tokens/contrast';
export type {
  ThemeTokens,
  ColorTokens,
  MenuTokens,
  ToneTokens,
  StatusTone,
} from './tokens/theme-tokens.types';

// --- primitives (packages/ui/src/components) ---
export { Button, buttonClass, type ButtonProps } from './components/Button/Button';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export { FieldLabel, FieldHelp, fieldStyles, type FieldTexts } from './components/Field/Field';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export {
  OptionList,
  Option,
  optionRowHeight,
  type OptionListProps,
  type OptionProps,
} from './components/ListBox/ListBox';
export { Select, type SelectProps } from './components/Select/Select';
export { ComboBox, type ComboBoxProps } from './components/ComboBox/ComboBox';
export {
  MultiSelect,
  type MultiSelectProps,
  type MultiSelectOption,
} from './components/MultiSelect/MultiSelect';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxOption,
} from './components/CheckboxGroup/CheckboxGroup';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/Tabs/Tabs';
export {
  Dialog,
  DialogTrigger,
  DialogContent,
  DialogClose,
  type DialogTriggerProps,
  type DialogContentProps,
} from './components/Dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { DiscardGuardProvider } from './components/Dialog/discard-guard';
export { useDiscardGuard, type DiscardGuard } from './components/Dialog/discard-guard-context';
export { DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker';
// The DatePicker's value type and how to read one from YYYY-MM-DD, so apps need not depend on the library.
export { parseDate, type DateValue } from '@internationalized/date';
export { MonthPicker, type MonthPickerProps } from './components/MonthPicker/MonthPicker';
export { ToastRegion, type ToastRegionProps } from './components/Toast/ToastRegion';
export {
  toasts,
  showToast,
  dismissToasts,
  createToastQueue,
  toastTitles,
  type ToastTone,
  type ToastMessage,
  type ToastMessages,
} from './components/Toast/toast-queue';
export {
  Breadcrumbs,
  type BreadcrumbsProps,
  type BreadcrumbItem,
} from './components/Breadcrumbs/Breadcrumbs';
export { Card, type CardProps } from './components/Card/Card';
export { PreviewFrame, type PreviewFrameProps } from './components/PreviewFrame/PreviewFrame';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export { statusTones } from './components/Badge/status-tones';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';

// --- composites (packages/ui/src/composites) ---
export { DataTable, type DataTableProps } from './composites/DataTable/DataTable';
export {
  RowActions,
  splitRowActions,
  type RowAction,
  type RowActionsProps,
} from './composites/DataTable/RowActions';
export { CellText } from './composites/DataTable/CellText';
export { fitColumns, columnWidths, type FitColumn } from './composites/DataTable/column-fit';
export {
  useDataTable,
  type DataTableQuery,
  type DataTableSource,
  type DataTableShape,
  type UseDataTableOptions,
  type DataTableInstance,
} from './composites/DataTable/use-data-table';
export {
  dataTableColumns,
  dataTableFeatures,
  type DataTableColumns,
  type DataTableFeatures,
  type DataTableColumnMeta,
} from './composites/DataTable/data-table.columns';
export { Form, type FormProps } from './composites/Form/Form';
export { FormTabs, type FormTabsProps, type FormTab } from './composites/Form/FormTabs';
export {
  useVeritagForm,
  type VeritagForm,
  type VeritagFormOf,
} from './composites/Form/use-veritag-form';
export { withFieldGroup } from './composites/Form/form-hook';
export { useVeritagTextForm } from './composites/Form/use-veritag-text-form';
export type { VeritagFormOptions, FormSchema } from './composites/Form/veritag-form-options';
export { useShownError } from './composites/Form/use-shown-error';
export { FormSelect, type FormSelectProps } from './composites/Form/FormSelect';
export { FormComboBox, type FormComboBoxProps } from './composites/Form/FormComboBox';
export { FormDatePicker, type FormDatePickerProps } from './composites/Form/FormDatePicker';
export { FormMonthPicker, type FormMonthPickerProps } from './composites/Form/FormMonthPicker';
export { FormEntryList, type FormEntryListProps } from './composites/Form/FormEntryList';
export { FormSubmitButton, FormPendingStatus } from './composites/Form/FormParts';
export {
  serverErrorMapOf,
  formFieldName,
  type ServerFieldErrors,
} from './composites/Form/server-errors';
export { FileUpload, type FileUploadProps } from './composites/FileUpload/FileUpload';
export { QrCode, type QrCodeProps } from './composites/QrCode/QrCode';
export { OneTimeSecret, type OneTimeSecretProps } from './composites/OneTimeSecret/OneTimeSecret';
export { PrivilegeTree, type PrivilegeTreeProps } from './composites/PrivilegeTree/PrivilegeTree';
export {
  LabelCanvas,
  symbolWarning,
  minimumModuleMm,
  type LabelCanvasProps,
  type CanvasComponent,
} from './composites/LabelCanvas/index';
export { ScanMap, type ScanMapProps } from './composites/ScanMap/ScanMap';
export {
  plainTileProvider,
  type TileUrl,
  type TileProvider,
} from './composites/ScanMap/tile-provider';
export {
  DailyScansChart,
  type DailyScansChartProps,
} from './composites/DailyScansChart/DailyScansChart';
export type { DailyCount } from './composites/DailyScansChart/daily-scans.rules';
export { CountBarChart, type CountBarChartProps } from './composites/CountBarChart/CountBarChart';
export { AppShell, type AppShellProps } from './composites/AppShell/AppShell';
export {
  hashLink,
  type ShellLayout,
  type ShellUser,
  type ShellLinkProps,
  type RenderShellLink,
} from './composites/AppShell/shell-types';
