/**
 * A relation in the member's language with the English beside it while the interface is English
 * (issue 22 §3: "काका · father's younger brother"); the English alone when that is the language.
 */
export function bilingual(label: string, english: string | null | undefined): string {
  return english && english !== label ? `${label} · ${english.toLowerCase()}` : label;
}
