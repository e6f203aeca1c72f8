import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

type TabbedPanelProps<T extends string> = {
  /** What the tab list is about, for assistive technologies. */
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The chosen tab's panel. */
  children: ReactNode;
};

/**
 * Tabs over one panel, wired the WAI-ARIA way (each tab controls the panel, the panel is labelled
 * by its tab): a page keeps its tab in the address and says which panel goes with it.
 */
export function TabbedPanel<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: TabbedPanelProps<T>) {
  const id = useId();
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;
  return (
    <>
      <Tabs
        value={value}
        onChange={(_, next: T) => onChange(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            id={tabId(tab.value)}
            aria-controls={panelId(tab.value)}
            label={tab.label}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)}>
        {children}
      </Box>
    </>
  );
}
