CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "uploads_received_idx" ON "uploads" USING btree ("received_at");