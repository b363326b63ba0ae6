CREATE TABLE "demo_seed_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
