import { m } from '../../contract/i18n/paraglide/messages';

type Item = { itemText: string };
type Count = { count: number };

/**
 * React Aria's own texts (a dialog's hidden "Dismiss", a search field's "Clear search", the
 * announcements of a list's selection…) from our catalogue, per package as React Aria names them
 * (issue 25): the build keeps only its English (vite.config.ts). Every package whose texts the
 * built app carries must be here, with each of its keys: once these are installed, React Aria
 * throws for a package it does not find (ui/lib/react-aria-strings.test.ts and
 * e2e/react-aria-labels.test.ts hold the list to React Aria's and the build's). Counts go through
 * our plural messages, not React Aria's formatter.
 */
export function reactAriaStrings() {
  const selected = ({ optionText }: { optionText: string }) => m.react_aria_combobox_selected_announcement({ optionText });
  return {
    '@react-aria/combobox': {
      focusAnnouncement: (args: { isGroupChange: boolean; groupTitle: string; groupCount: number; optionText: string; isSelected: boolean }) => {
        const option = args.isSelected ? selected(args) : args.optionText;
        return args.isGroupChange ? `${m.react_aria_combobox_focus_announcement_group(args)} ${option}` : option;
      },
      countAnnouncement: ({ optionCount }: { optionCount: number }) => m.react_aria_combobox_count_announcement({ optionCount }),
      selectedAnnouncement: selected,
      buttonLabel: m.react_aria_combobox_button_label(),
      listboxLabel: m.react_aria_combobox_listbox_label(),
    },
    '@react-aria/dnd': {
      dragItem: ({ itemText }: Item) => m.react_aria_dnd_drag_item({ itemText }),
      dragSelectedItems: ({ count }: Count) => m.react_aria_dnd_drag_selected_items({ count }),
      dragDescriptionKeyboard: m.react_aria_dnd_drag_description_keyboard(),
      dragDescriptionKeyboardAlt: m.react_aria_dnd_drag_description_keyboard_alt(),
      dragDescriptionTouch: m.react_aria_dnd_drag_description_touch(),
      dragDescriptionVirtual: m.react_aria_dnd_drag_description_virtual(),
      dragDescriptionLongPress: m.react_aria_dnd_drag_description_long_press(),
      dragSelectedKeyboard: ({ count }: Count) => m.react_aria_dnd_drag_selected_keyboard({ count }),
      dragSelectedKeyboardAlt: ({ count }: Count) => m.react_aria_dnd_drag_selected_keyboard_alt({ count }),
      dragSelectedLongPress: ({ count }: Count) => m.react_aria_dnd_drag_selected_long_press({ count }),
      dragStartedKeyboard: m.react_aria_dnd_drag_started_keyboard(),
      dragStartedTouch: m.react_aria_dnd_drag_started_touch(),
      dragStartedVirtual: m.react_aria_dnd_drag_started_virtual(),
      endDragKeyboard: m.react_aria_dnd_end_drag_keyboard(),
      endDragTouch: m.react_aria_dnd_end_drag_touch(),
      endDragVirtual: m.react_aria_dnd_end_drag_virtual(),
      dropDescriptionKeyboard: m.react_aria_dnd_drop_description_keyboard(),
      dropDescriptionTouch: m.react_aria_dnd_drop_description_touch(),
      dropDescriptionVirtual: m.react_aria_dnd_drop_description_virtual(),
      dropCanceled: m.react_aria_dnd_drop_canceled(),
      dropComplete: m.react_aria_dnd_drop_complete(),
      dropIndicator: m.react_aria_dnd_drop_indicator(),
      dropOnRoot: m.react_aria_dnd_drop_on_root(),
      dropOnItem: ({ itemText }: Item) => m.react_aria_dnd_drop_on_item({ itemText }),
      insertBefore: ({ itemText }: Item) => m.react_aria_dnd_insert_before({ itemText }),
      insertBetween: ({ beforeItemText, afterItemText }: { beforeItemText: string; afterItemText: string }) =>
        m.react_aria_dnd_insert_between({ beforeItemText, afterItemText }),
      insertAfter: ({ itemText }: Item) => m.react_aria_dnd_insert_after({ itemText }),
    },
    '@react-aria/grid': {
      deselectedItem: ({ item }: { item: string }) => m.react_aria_grid_deselected_item({ item }),
      select: m.react_aria_grid_select(),
      selectedCount: ({ count }: Count) => m.react_aria_grid_selected_count({ count }),
      selectedAll: m.react_aria_grid_selected_all(),
      selectedItem: ({ item }: { item: string }) => m.react_aria_grid_selected_item({ item }),
      longPressToSelect: m.react_aria_grid_long_press_to_select(),
    },
    '@react-aria/menu': {
      longPressMessage: m.react_aria_menu_long_press_message(),
    },
    '@react-aria/overlays': {
      dismiss: m.react_aria_overlays_dismiss(),
    },
    '@react-aria/searchfield': {
      'Clear search': m.react_aria_searchfield_clear_search(),
    },
    '@react-aria/table': {
      select: m.react_aria_table_select(),
      selectAll: m.react_aria_table_select_all(),
      sortable: m.react_aria_table_sortable(),
      ascending: m.react_aria_table_ascending(),
      descending: m.react_aria_table_descending(),
      ascendingSort: ({ columnName }: { columnName: string }) => m.react_aria_table_ascending_sort({ columnName }),
      descendingSort: ({ columnName }: { columnName: string }) => m.react_aria_table_descending_sort({ columnName }),
      columnSize: ({ value }: { value: number }) => m.react_aria_table_column_size({ value }),
      resizerDescription: m.react_aria_table_resizer_description(),
      expand: m.react_aria_table_expand(),
      collapse: m.react_aria_table_collapse(),
    },
    '@react-aria/tag': {
      removeDescription: m.react_aria_tag_remove_description(),
      removeButtonLabel: m.react_aria_tag_remove_button_label(),
    },
    'react-aria-components': {
      selectPlaceholder: m.react_aria_components_select_placeholder(),
      tableResizer: m.react_aria_components_table_resizer(),
      dropzoneLabel: m.react_aria_components_dropzone_label(),
      colorSwatchPicker: m.react_aria_components_color_swatch_picker(),
    },
  };
}

/**
 * Makes React Aria speak the page's language (ui/main.tsx): its global dictionary, which it looks
 * up on each render (@internationalized/string's getGlobalDictionaryForPackage). Components
 * already on screen take it on their next render: the browser's language-change event, which
 * React Aria follows, gives them one now.
 */
export function installReactAriaStrings(locale: string): void {
  const global = window as unknown as Record<symbol, unknown>;
  global[Symbol.for('react-aria.i18n.locale')] = locale;
  global[Symbol.for('react-aria.i18n.strings')] = reactAriaStrings();
  window.dispatchEvent(new Event('languagechange'));
}
