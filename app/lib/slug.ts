/**
 * A model's URL slug (docs/product.md#catalogue): the title in lower case, with each run of
 * non-alphanumeric characters replaced by one hyphen. The database derives the same slug in a
 * generated column (lower(regexp_replace(title, '[^A-Za-z0-9]+', '-', 'g'))); tests hold the two
 * together. Replacing before lower-casing keeps both sides to ASCII, so locale rules for letters
 * such as 'İ' or the Kelvin sign cannot make them disagree (see docs/decisions/004-slugs.md).
 */
export function slugify(title: string): string {
  return title.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()
}
