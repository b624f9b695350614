import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAdminMay } from '../shell/admin-role';
import { adminAiMessages as m } from './messages';
import { AiSettingsTab } from './ai-settings-tab';
import { AiTestTab } from './ai-test-tab';
import { TrainingTab } from './training-tab';

const ALL_TABS = ['training', 'settings', 'test'] as const;
type Tab = (typeof ALL_TABS)[number];

/**
 * /admin/ai-bot (docs/product.md#admin-ai-bot): training data, settings and test as tabs. Every
 * panel stays mounted, so a draft survives switching tabs; arrow keys, Home and End move between tabs.
 * A role without the assistant itself (content: docs/product.md#admin-team) has the training data only.
 */
export function AiBotScreen() {
  const mayUseAi = useAdminMay('ai');
  const TABS: readonly Tab[] = mayUseAi ? ALL_TABS : ['training'];
  const [tab, setTab] = useState<Tab>('training');
  const base = useId();
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ training: null, settings: null, test: null });

  function onKeyDown(e: KeyboardEvent) {
    const at = TABS.indexOf(tab);
    const to =
      e.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + TABS.length) % TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? TABS.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    const next = TABS[to]!;
    setTab(next);
    refs.current[next]?.focus();
  }

  return (
    <>
      <h1 className="text-3xl font-bold">{m.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{m.intro}</p>
      <div
        role="tablist"
        aria-label={m.tabs}
        className="mt-6 flex flex-wrap gap-2 border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {TABS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              refs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${t}-tab`}
            aria-selected={tab === t}
            aria-controls={`${base}-${t}-panel`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
            className={`-mb-px min-h-12 rounded-t-xl border-b-4 px-4 font-semibold ${
              tab === t ? 'border-brand-600 text-brand-800' : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {m.tab[t]}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div
          key={t}
          role="tabpanel"
          id={`${base}-${t}-panel`}
          aria-labelledby={`${base}-${t}-tab`}
          hidden={tab !== t}
          tabIndex={0}
          className="mt-6 max-w-3xl"
        >
          {t === 'training' ? <TrainingTab /> : t === 'settings' ? <AiSettingsTab /> : <AiTestTab />}
        </div>
      ))}
    </>
  );
}
