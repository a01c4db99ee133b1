import { ComboBox, Label, Text } from 'react-aria-components';
import { m } from '../../../../contract/i18n/paraglide/messages';
import type { SelectOption } from '../../../components/select-field';
import { fieldLabelClass } from '../../../components/text-field';
import { PickerInput, PickerList } from '../../../components/type-ahead-picker';
import { relationMatches } from './relation-search';

/**
 * The dialog's relation picker: a combo box over the relations the §5 rules allow, each shown in
 * the member's language with the English beside it, found by typing either or the native name in
 * Latin letters ("kaka"). Its own filter is why it is not components/type-ahead-picker; the text
 * box and the list are that picker's.
 */
export function RelationPicker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <ComboBox
      name="relation_id"
      defaultItems={options}
      // react-aria's own choice, reported as it changes: a controlled key fights the typed text.
      defaultSelectedKey={value || undefined}
      onSelectionChange={(key) => onChange(key == null ? '' : String(key))}
      defaultFilter={relationMatches}
      menuTrigger="focus"
      className="flex flex-col gap-1"
    >
      <Label className={fieldLabelClass}>{label}</Label>
      <PickerInput label={label} placeholder={m.family_members_relation_placeholder()} buttonLabel={m.family_members_relation_show()} />
      <Text slot="description" className="text-xs text-stone-600">
        {m.family_members_relation_help()}
      </Text>
      <PickerList emptyText={m.family_members_relation_none()} inDialog />
    </ComboBox>
  );
}
