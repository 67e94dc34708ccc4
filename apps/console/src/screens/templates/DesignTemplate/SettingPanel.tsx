import {
  barcodeFormats,
  isTextComponent,
  symbolComponentFormats,
  type ComponentType,
} from '@veritag/domain';
import {
  Checkbox,
  ComboBox,
  Option,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextField,
} from '@veritag/ui';
import { ColorField, LengthField, MeasureField } from './DesignFields';
import type { DesignDefaults, EditorComponent, SheetSettings } from './design-model';
import * as styles from './DesignTemplate.css';

/** The settings a tab edits: the selected component's, or the design-wide defaults when none is selected. */
export type Settings = Pick<
  DesignDefaults,
  | 'width'
  | 'height'
  | 'rotation'
  | 'text'
  | 'fontName'
  | 'fontSize'
  | 'color'
  | 'format'
  | 'formatColor'
>;

export interface SettingPanelProps {
  /** The selected component, or undefined: the tabs then edit the design's defaults. */
  component: EditorComponent | undefined;
  defaults: DesignDefaults;
  sheet: SheetSettings;
  fonts: readonly string[];
  /** Why the selected symbol would not scan at its size (the engine refuses to save it), if it would not. */
  warning: string | undefined;
  /** Why the label does not fit the Template tab's sheet (the save would be refused), if it does not. */
  sheetProblem: string | undefined;
  showGrid: boolean;
  onShowGrid: (show: boolean) => void;
  onSettings: (patch: Partial<Settings>) => void;
  /** Renames the selected component (its name is how the canvas, screen readers and the server's refusals call it). */
  onRename: (name: string) => void;
  onSheet: (patch: Partial<SheetSettings>) => void;
}

const formatItems = barcodeFormats.map((format) => ({ id: format.bcid, label: format.label }));
const maxPoints = 5000;

/** The Setting panel's three tabs (spec 001 section 2): General, Font and Template. */
export function SettingPanel(props: SettingPanelProps) {
  const {
    component,
    defaults,
    sheet,
    fonts,
    warning,
    sheetProblem,
    showGrid,
    onShowGrid,
    onSettings,
    onRename,
    onSheet,
  } = props;
  const settings: Settings = component ?? defaults;
  const type: ComponentType | undefined = component?.type;
  // The text field is for the text types; the defaults' text is what a new text component starts with.
  const showsText = type === undefined || isTextComponent(type);
  // Format belongs to the symbol components; with none selected it is the design's (QR code) format.
  const showsFormat = type === undefined || type in symbolComponentFormats;
  const subject = component ? component.name : 'New components';
  const fontItems = [...new Set([...fonts, settings.fontName])].map((name) => ({ id: name }));
  return (
    <section className={styles.panel} aria-labelledby="setting-title">
      <h2 id="setting-title" className={styles.panelTitle}>
        Setting
      </h2>
      <p className={styles.hint}>
        {component
          ? `Editing ${subject}`
          : 'No component selected: these are the defaults for new components.'}
      </p>
      {warning && (
        <p className={styles.warning} role="status">
          {warning}
        </p>
      )}
      <Tabs defaultValue="General">
        <TabsList aria-label="Settings">
          <TabsTrigger value="General">General</TabsTrigger>
          <TabsTrigger value="Font">Font</TabsTrigger>
          <TabsTrigger value="Template">Template</TabsTrigger>
        </TabsList>
        <TabsContent value="General">
          <div className={styles.fields}>
            {component && (
              <TextField label="Name" value={component.name} maxLength={100} onChange={onRename} />
            )}
            <LengthField
              label="Width"
              value={settings.width}
              minValue={1}
              maxValue={maxPoints}
              onChange={(width) => width !== undefined && onSettings({ width })}
            />
            <LengthField
              label="Height"
              value={settings.height}
              minValue={1}
              maxValue={maxPoints}
              onChange={(height) => height !== undefined && onSettings({ height })}
            />
            {showsText && (
              <TextField
                label="Text"
                value={settings.text}
                maxLength={500}
                onChange={(text) => onSettings({ text })}
              />
            )}
            <MeasureField
              label="Rotation"
              value={settings.rotation}
              minValue={-360}
              maxValue={360}
              onChange={(rotation) => onSettings({ rotation: rotation ?? 0 })}
            />
            <Checkbox isSelected={showGrid} onChange={onShowGrid}>
              Show grid
            </Checkbox>
            {showsFormat && (
              <ComboBox
                label="Format"
                defaultItems={formatItems}
                selectedKey={settings.format ?? (type ? null : symbolComponentFormats.QR_CODE)}
                onSelectionChange={(key) => key !== null && onSettings({ format: String(key) })}
              >
                {(item) => <Option id={item.id}>{item.label}</Option>}
              </ComboBox>
            )}
            <ColorField
              label="Format Colour"
              value={settings.formatColor}
              onChange={(formatColor) => onSettings({ formatColor })}
            />
          </div>
        </TabsContent>
        <TabsContent value="Font">
          <div className={styles.fields}>
            <ComboBox
              key={fontItems.length}
              label="Font Name"
              defaultItems={fontItems}
              selectedKey={settings.fontName}
              onSelectionChange={(key) => key !== null && onSettings({ fontName: String(key) })}
            >
              {(item) => <Option id={item.id}>{item.id}</Option>}
            </ComboBox>
            <MeasureField
              label="Font Size"
              value={settings.fontSize}
              minValue={1}
              maxValue={500}
              onChange={(fontSize) => fontSize !== undefined && onSettings({ fontSize })}
            />
            <ColorField
              label="Font Colour"
              value={settings.color}
              onChange={(color) => onSettings({ color })}
            />
          </div>
        </TabsContent>
        <TabsContent value="Template">
          <div className={styles.fields}>
            <p className={styles.hint}>
              The printed sheet and the gaps between its labels, in millimetres; empty for one label
              per page.
            </p>
            {sheetProblem && (
              <p className={styles.warning} role="status">
                {sheetProblem}
              </p>
            )}
            <MeasureField
              label="Template Width"
              unit="mm"
              value={sheet.innerFileWidth}
              onChange={(innerFileWidth) => onSheet({ innerFileWidth })}
            />
            <MeasureField
              label="Template Height"
              unit="mm"
              value={sheet.innerFileHeight}
              onChange={(innerFileHeight) => onSheet({ innerFileHeight })}
            />
            <MeasureField
              label="X Space"
              unit="mm"
              value={sheet.xspace}
              onChange={(xspace) => onSheet({ xspace })}
            />
            <MeasureField
              label="Y Space"
              unit="mm"
              value={sheet.yspace}
              onChange={(yspace) => onSheet({ yspace })}
            />
          </div>
        </TabsContent>
      </Tabs>
    </section>
  );
}
