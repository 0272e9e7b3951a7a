CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "body_hash" text;--> statement-breakpoint
CREATE INDEX "rate_limit_windows_start_idx" ON "rate_limit_windows" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_idempotency_key_idx" ON "contact_messages" USING btree ("idempotency_key");