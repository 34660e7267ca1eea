import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';
import { cn } from '../../lib/utils';

// Tabs as WAI-ARIA's tabs pattern describes them, written here rather than taken from Radix: the
// product page and the scoreboard paint them on a first visit, and Radix's tabs brought its roving
// focus, collection and presence code along (decision 0042). Same API as before: `Tabs` (value or
// defaultValue, onValueChange), `TabsList`, `TabsTrigger`, `TabsContent`, with `data-state`
// 'active' or 'inactive' for styling. Arrow keys, Home and End move between tabs and select
// (automatic activation); only the selected tab is in the Tab order; an inactive panel is not
// rendered.

interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * The start of the tabs' and panels' ids. Tabs in a part hydrated later (HydrateLater) pass one:
   * `useId` counts in render order, which a part hydrated after the page's pass does not keep
   * (decisions 0050 and 0051). Otherwise the ids are generated.
   */
  idBase?: string;
  children: ReactNode;
} & Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'>;

export function Tabs({ idBase, ...props }: TabsProps) {
  return idBase === undefined ? (
    <TabsWithGeneratedIds {...props} />
  ) : (
    <TabsRoot {...props} baseId={idBase} />
  );
}

function TabsWithGeneratedIds(props: Omit<TabsProps, 'idBase'>) {
  return <TabsRoot {...props} baseId={useId()} />;
}

function TabsRoot({
  value,
  defaultValue = '',
  onValueChange,
  baseId,
  children,
  ...props
}: Omit<TabsProps, 'idBase'> & { baseId: string }) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (event.defaultPrevented || !keys.includes(event.key)) return;
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    ];
    const from = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (from === -1) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = (event.key === 'ArrowRight') !== rtl ? 1 : -1;
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : (from + step + tabs.length) % tabs.length;
    event.preventDefault();
    // Focusing a tab selects it (onFocus below).
    tabs[to]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      onKeyDown={move}
      className={cn(
        'grid w-full auto-cols-fr grid-flow-col rounded-full bg-slate-100 p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  disabled,
  onClick,
  onFocus,
  ...props
}: { value: string } & Omit<ComponentProps<'button'>, 'value'>) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !disabled) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!disabled) tabs.select(value);
      }}
      className={cn(
        'inline-flex h-10 cursor-pointer items-center justify-center rounded-full px-4 text-sm font-semibold text-slate-600 transition-colors',
        'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-500',
        'data-[state=active]:bg-white data-[state=active]:text-ocean-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  children,
  ...props
}: { value: string } & Omit<ComponentProps<'div'>, 'value'>) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!selected}
      className={cn('mt-6 focus-visible:outline-none', className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}
