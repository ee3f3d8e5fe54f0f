import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word of the searched texts (migration 0010_search keeps it from the records' search documents, words of 3
 * letters or more without digits): a query word that matches nothing is looked up here for the words near it, a
 * typo's correct spelling among them. Words are never removed; a word no record holds any more finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (table) => [
    index('search_words_trigrams').using('gin', table.word.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
  ],
);
