import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import * as styles from './Tabs.css';
import { useScrollEdges } from './use-scroll-edges';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Radix Tabs, styled by `[data-state]` and `[data-orientation]`; every prop passes through. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root {...props} className={join(styles.root, className)} data-slot="tabs" />
  );
}

/** The row of tabs; when they do not fit it scrolls sideways and fades out on the side with more. */
export function TabsList({ className, ref, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const listRef = useScrollEdges(ref);
  return (
    <TabsPrimitive.List
      {...props}
      ref={listRef}
      className={join(styles.list, className)}
      data-slot="tabs-list"
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      {...props}
      className={join(styles.trigger, className)}
      data-slot="tabs-trigger"
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      {...props}
      className={join(styles.content, className)}
      data-slot="tabs-content"
    />
  );
}
