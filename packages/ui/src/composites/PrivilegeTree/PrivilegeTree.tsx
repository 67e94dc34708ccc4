import {
  childSwitchLevels,
  childSwitches,
  moduleEnabled,
  setModuleEnabled,
  toggleChildSwitch,
  toggleModuleSwitch,
  type ChildSwitch,
  type PrivilegeNode,
} from '@veritag/domain';
import { useId } from 'react';
import { Switch } from '../../components/Switch/Switch';
import * as styles from './PrivilegeTree.css';

export interface PrivilegeTreeProps {
  /** The tree to show (the screen passes only the modules the granter may grant). */
  tree: readonly PrivilegeNode[];
  /** Called with the whole new tree after any switch. */
  onChange: (tree: PrivilegeNode[]) => void;
  /** While saving: every switch disabled. */
  disabled?: boolean;
}

const switchColumns = Object.keys(childSwitchLevels) as ChildSwitch[];

/**
 * The privilege switches of one user (spec 002 sections 4 and 6): per module a switch, and
 * per child its View / Add / Delete switches as far as the child's maximum. Every change goes
 * through the domain's rules and hands the whole new tree to `onChange`.
 */
export function PrivilegeTree({ tree, onChange, disabled = false }: PrivilegeTreeProps) {
  return (
    <div
      className={styles.root}
      data-slot="privilege-tree"
      data-disabled={disabled ? '' : undefined}
    >
      {tree.map((node) => (
        <PrivilegeModule
          key={node.name}
          tree={tree}
          node={node}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

interface PrivilegeModuleProps extends Required<PrivilegeTreeProps> {
  node: PrivilegeNode;
}

function PrivilegeModule({ tree, node, onChange, disabled }: PrivilegeModuleProps) {
  const labelId = useId();
  const on = moduleEnabled(node);
  const children = node.children ?? [];
  // A module without children but with levels (Integrations) shows its own level switches.
  const levelled = children.length === 0 && node.maxPriority > 1;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={styles.module}
      data-slot="privilege-module"
      data-state={on ? 'on' : 'off'}
      data-has-children={children.length > 0 || levelled ? '' : undefined}
    >
      <div className={styles.moduleHeading} data-slot="privilege-module-heading">
        <Switch
          checked={on}
          disabled={disabled}
          onCheckedChange={(checked) => onChange(setModuleEnabled(tree, node.name, checked))}
          label={
            <span id={labelId} className={styles.moduleName}>
              {node.name}
            </span>
          }
        />
      </div>
      {levelled && (
        <div
          className={styles.moduleLevels}
          data-slot="privilege-module-levels"
          data-level={node.priority}
        >
          {childSwitches(node).map((levelSwitch) => (
            <Switch
              key={levelSwitch.name}
              aria-label={`${node.name} ${levelSwitch.name}`}
              checked={levelSwitch.on}
              disabled={disabled}
              onCheckedChange={(checked) =>
                onChange(toggleModuleSwitch(tree, node.name, levelSwitch.name, checked))
              }
              label={<span className={styles.switchWord}>{levelSwitch.name}</span>}
            />
          ))}
        </div>
      )}
      {children.length > 0 && (
        <table className={styles.table} data-slot="privilege-children">
          <thead className={styles.head}>
            <tr>
              <th scope="col" className={styles.columnHeader}>
                Privilege
              </th>
              {switchColumns.map((column) => (
                <th key={column} scope="col" className={styles.columnHeader}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={styles.body}>
            {children.map((child) => (
              <PrivilegeChildRow
                key={child.name}
                tree={tree}
                moduleName={node.name}
                moduleOn={on}
                child={child}
                onChange={onChange}
                disabled={disabled}
              />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

interface PrivilegeChildRowProps extends Omit<PrivilegeModuleProps, 'node'> {
  moduleName: string;
  moduleOn: boolean;
  child: PrivilegeNode;
}

/**
 * Under a module that is off a child shows 0 and cannot be switched: permissions match a
 * child by name alone, so a level set here would grant access while the page shows none.
 */
function PrivilegeChildRow({
  tree,
  moduleName,
  moduleOn,
  child,
  onChange,
  disabled,
}: PrivilegeChildRowProps) {
  const shown = childSwitches({
    priority: moduleOn ? child.priority : 0,
    maxPriority: child.maxPriority,
  });
  return (
    <tr
      className={styles.childRow}
      data-slot="privilege-child"
      data-level={moduleOn ? child.priority : 0}
    >
      <th scope="row" className={styles.childName}>
        {child.name}
      </th>
      {switchColumns.map((column) => {
        const childSwitch = shown.find((entry) => entry.name === column);
        return (
          <td key={column} className={styles.switchCell}>
            {childSwitch && (
              <Switch
                aria-label={`${child.name} ${column}`}
                checked={childSwitch.on}
                disabled={disabled || !moduleOn}
                onCheckedChange={(checked) =>
                  onChange(toggleChildSwitch(tree, moduleName, child.name, column, checked))
                }
                label={<span className={styles.switchWord}>{column}</span>}
              />
            )}
          </td>
        );
      })}
    </tr>
  );
}
