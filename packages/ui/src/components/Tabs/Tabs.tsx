import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import * as styles from './Tabs.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Radix Tabs, styled by `[data-state]` and `[data-orientation]`; every prop passes through. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root {...props} className={join(styles.root, className)} data-slot="tabs" />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List {...props} className={join(styles.list, className)} data-slot="tabs-list" />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger {...props} className={join(styles.trigger, className)} data-slot="tabs-trigger" />;
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content {...props} className={join(styles.content, className)} data-slot="tabs-content" />;
}
