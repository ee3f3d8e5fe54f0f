-- The known words near each word of a query that finds nothing (issue 14, server/src/search). One swapped or
-- mistyped letter in a short word leaves few of its trigrams: pg_trgm's similarity of "olvier" to "oliver" is 0.27,
-- of "jonh" to "john" 0.25, of "zae" to "zoe" 0.14, under pg_trgm's default threshold of 0.3. For each typed word
-- that is not itself a known word (by its position in `typed`, from 0), this function answers the known words that
-- the trigram index of search_words finds at a similarity of 0.2 (its own SET, for the call only), `per_word` at
-- most, most similar first; and the known words among `edits`, the spellings one edit away from the typed word at
-- the same position in `edit_of`. search-query.ts keeps, of those, the words one edit away, then the words similar
-- at 0.3 or more.
CREATE FUNCTION "search_near_words"(typed text[], edits text[], edit_of integer[], per_word integer)
RETURNS TABLE ("position" integer, "word" text, "score" real)
LANGUAGE sql STABLE PARALLEL SAFE
SET pg_trgm.similarity_threshold = 0.2
AS $$
	SELECT typed_word.position::integer - 1, near.word, near.score
	FROM pg_catalog.unnest(typed) WITH ORDINALITY AS typed_word (word, position)
	CROSS JOIN LATERAL (
		SELECT known.word, public.similarity(known.word, typed_word.word) AS score
		FROM public.search_words AS known
		WHERE known.word OPERATOR(public.%) typed_word.word AND known.word <> typed_word.word
			AND NOT EXISTS (SELECT FROM public.search_words AS same WHERE same.word = typed_word.word)
		ORDER BY score DESC, known.word
		LIMIT per_word
	) AS near
	UNION ALL
	SELECT edit.of, known.word, public.similarity(known.word, typed[edit.of + 1])
	FROM ROWS FROM (pg_catalog.unnest(edits), pg_catalog.unnest(edit_of)) AS edit (word, of)
	JOIN public.search_words AS known ON known.word = edit.word
	WHERE NOT EXISTS (SELECT FROM public.search_words AS same WHERE same.word = typed[edit.of + 1])
$$;
