import { m } from '../../contract/i18n/paraglide/messages';
import { useId, useMemo, useState } from 'react';
import { Button, Dialog, DialogTrigger, Input, Label, ListBox, ListBoxItem, Popover, SearchField } from 'react-aria-components';
import { overlayRoot } from '../lib/overlay-root';
import { fieldInputClass, fieldLabelClass } from './text-field';

export interface MultiSelectOption {
  id: string;
  label: string;
  /** The English name where `label` translates it: the filter finds the option by either (issue 25). */
  en?: string | undefined;
}

export interface MultiSelectFieldProps {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  /** What the button says when nothing is chosen. */
  emptyText?: string;
  /** Offer a filter box above the options (long lists). */
  filterable?: boolean;
}

/**
 * A labelled choice of several options: a button naming what is chosen opens a popover with a
 * multiple-selection list (keyboard, typeahead and screen readers by react-aria).
 */
export function MultiSelectField({ label, options, value, onChange, error, emptyText = m.common_any(), filterable = options.length > 12 }: MultiSelectFieldProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = useMemo(() => options.filter((o) => value.includes(o.id)), [options, value]);
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? options.filter((o) => o.label.toLowerCase().includes(f) || o.en?.toLowerCase().includes(f) || value.includes(o.id)) : options;
  }, [options, filter, value]);
  const summary = chosen.length === 0 ? emptyText : chosen.length <= 3 ? chosen.map((o) => o.label).join(', ') : m.components_chosen_count({ count: chosen.length });
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className={fieldLabelClass}>
        {label}
      </span>
      <DialogTrigger onOpenChange={(open) => !open && setFilter('')}>
        <Button
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`flex w-full items-center justify-between rounded-lg border bg-white px-3 py-2 text-left text-base text-stone-900 ${error ? 'border-red-700' : 'border-stone-400'}`}
        >
          <span id={`${id}-value`} className={`truncate ${chosen.length ? '' : 'text-stone-600'}`}>
            {summary}
          </span>
          <span aria-hidden="true" className="ml-2 text-stone-600">
            ▾
          </span>
        </Button>
        <Popover UNSTABLE_portalContainer={overlayRoot()} className="w-(--trigger-width) min-w-64 rounded-lg border border-stone-300 bg-white shadow-lg">
          <Dialog aria-label={label} className="flex max-h-80 flex-col outline-none">
            {filterable ? (
              <SearchField value={filter} onChange={setFilter} aria-label={m.components_filter_label({ label: label.toLowerCase() })} className="border-b border-stone-200 p-2">
                <Label className="sr-only">{m.components_filter_label({ label: label.toLowerCase() })}</Label>
                <Input placeholder={m.components_type_to_filter()} className={fieldInputClass} />
              </SearchField>
            ) : null}
            <ListBox
              aria-label={label}
              items={shown}
              selectionMode="multiple"
              escapeKeyBehavior="none"
              selectedKeys={new Set(value)}
              onSelectionChange={(keys) => onChange(keys === 'all' ? options.map((o) => o.id) : [...keys].map(String))}
              renderEmptyState={() => <p className="px-3 py-2 text-sm text-stone-700">{m.components_nothing_matches()}</p>}
              className="overflow-auto p-1 outline-none"
            >
              {(item) => (
                <ListBoxItem
                  id={item.id}
                  textValue={item.label}
                  className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-stone-900 outline-none data-[focused]:bg-maroon-50 data-[selected]:font-semibold data-[selected]:text-maroon-800"
                >
                  {({ isSelected }) => (
                    <>
                      <span aria-hidden="true" className={`inline-flex h-4 w-4 items-center justify-center rounded border ${isSelected ? 'border-maroon-700 bg-maroon-700 text-white' : 'border-stone-500'}`}>
                        {isSelected ? '✓' : ''}
                      </span>
                      {item.label}
                    </>
                  )}
                </ListBoxItem>
              )}
            </ListBox>
            {chosen.length ? (
              <div className="border-t border-stone-200 p-2 text-right">
                <Button onPress={() => onChange([])} className="rounded-md px-3 py-1 text-sm font-semibold text-maroon-800 underline-offset-4 hover:underline">
                  {m.components_clear_label({ label: label.toLowerCase() })}
                </Button>
              </div>
            ) : null}
          </Dialog>
        </Popover>
      </DialogTrigger>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
