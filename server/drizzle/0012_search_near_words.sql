-- The known words near each word of a query that finds nothing (issue 14, server/src/search). One swapped or
-- mistyped letter in a short word leaves few of its trigrams: pg_trgm's similarity of "olvier" to "oliver" is 0.27,
-- of "jonh" to "john" 0.25, of "zae" to "zoe" 0.14, under pg_trgm's default threshold of 0.3. For each typed word
-- that is not itself a known word (by its position in `typed`, from 0), this function answers the known words among
-- `edits`, the spellings one edit away from the typed word at the same position in `edit_of`; for a word with none,
-- the known words that the trigram index of search_words finds at a similarity of 0.2 (its own SET, for the call
-- only), `per_word` at most, most similar first. search-query.ts keeps, of those, the words one edit away, then the
-- words similar at 0.3 or more.
CREATE FUNCTION "search_near_words"(typed text[], edits text[], edit_of integer[], per_word integer)
RETURNS TABLE ("position" integer, "word" text, "score" real)
LANGUAGE sql STABLE PARALLEL SAFE
SET pg_trgm.similarity_threshold = 0.2
AS $$
	WITH unknown AS (
		SELECT typed_word.word, typed_word.position::integer - 1 AS position
		FROM pg_catalog.unnest(typed) WITH ORDINALITY AS typed_word (word, position)
		WHERE NOT EXISTS (SELECT FROM public.search_words AS same WHERE same.word = typed_word.word)
	), one_edit AS (
		SELECT unknown.position, known.word, public.similarity(known.word, unknown.word) AS score
		FROM ROWS FROM (pg_catalog.unnest(edits), pg_catalog.unnest(edit_of)) AS edit (word, of)
		JOIN unknown ON unknown.position = edit.of
		JOIN public.search_words AS known ON known.word = edit.word
	)
	SELECT one_edit.position, one_edit.word, one_edit.score FROM one_edit
	UNION ALL
	SELECT unknown.position, near.word, near.score
	FROM unknown
	CROSS JOIN LATERAL (
		SELECT known.word, public.similarity(known.word, unknown.word) AS score
		FROM public.search_words AS known
		WHERE known.word OPERATOR(public.%) unknown.word AND known.word <> unknown.word
		ORDER BY score DESC, known.word
		LIMIT per_word
	) AS near
	WHERE NOT EXISTS (SELECT FROM one_edit WHERE one_edit.position = unknown.position)
$$;
