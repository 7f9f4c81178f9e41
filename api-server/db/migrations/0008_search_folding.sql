CREATE TABLE "search_folding" (
	"version" integer PRIMARY KEY NOT NULL
);
