-- docs/performance.md#the-hot-endpoints: the mentor's mentees table sorts and pages in SQL.
-- Its order by name is the web's and the former JavaScript one's (Intl.Collator 'en' with
-- sensitivity 'base': case and accents ignored, ties broken by id), which needs an ICU
-- collation of primary strength; nondeterministic, so names equal at that strength tie and the
-- id decides, as before.
CREATE COLLATION IF NOT EXISTS "name_order" (provider = icu, locale = 'en-u-ks-level1', deterministic = false);
