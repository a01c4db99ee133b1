import { SelectField, type SelectFieldProps } from '../../../components/select-field';

/**
 * The dialog's selects: components/select-field inside a dialog, with `isDisabled` and a reason
 * read out (§5: parent and spouse are disabled for a linked member or when there is nobody to choose).
 */
export function FamilySelect(props: Pick<SelectFieldProps, 'label' | 'name' | 'options' | 'value' | 'onChange' | 'isDisabled' | 'description' | 'placeholder'>) {
  return <SelectField {...props} inDialog />;
}
