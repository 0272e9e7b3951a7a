CREATE TABLE "banks" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"universal_branch_code" text NOT NULL,
	"swift_bic" text
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category_id" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" date NOT NULL,
	"summary" text NOT NULL,
	"image" text NOT NULL,
	"image_alt" text DEFAULT '' NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"search_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" text NOT NULL,
	"branch_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"town" text NOT NULL,
	"province" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_hash" text
);
--> statement-breakpoint
CREATE TABLE "content_files" (
	"path" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_description_unique" UNIQUE("description")
);
--> statement-breakpoint
CREATE TABLE "index_points" (
	"series_id" text NOT NULL,
	"month" date NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "index_points_series_id_month_pk" PRIMARY KEY("series_id","month")
);
--> statement-breakpoint
CREATE TABLE "index_series" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"format" text NOT NULL,
	"illustrative" boolean NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"notification_id" uuid NOT NULL,
	"browser_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_notification_id_browser_id_pk" PRIMARY KEY("notification_id","browser_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"forced_take_over" boolean DEFAULT false NOT NULL,
	"show_date_time_stamp" boolean DEFAULT false NOT NULL,
	"action_text" text,
	"action_link" text,
	"close_button_text" text,
	"published" boolean DEFAULT false NOT NULL,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text DEFAULT 'content' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_source_check" CHECK ("notifications"."source" in ('content', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "pci_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_file" text NOT NULL,
	"content_type" text NOT NULL,
	"etag" text NOT NULL,
	"alt" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"standard" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_points" ADD CONSTRAINT "index_points_series_id_index_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."index_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS LAST,"slug");--> statement-breakpoint
CREATE INDEX "blog_posts_category_published_idx" ON "blog_posts" USING btree ("category_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_tags_idx" ON "blog_posts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "branches_province_idx" ON "branches" USING btree ("province");--> statement-breakpoint
CREATE INDEX "branches_bank_idx" ON "branches" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "branches_town_idx" ON "branches" USING btree ("town");--> statement-breakpoint
CREATE INDEX "branches_order_idx" ON "branches" USING btree ("branch_name","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_reads_browser_idx" ON "notification_reads" USING btree ("browser_id");--> statement-breakpoint
CREATE INDEX "notifications_active_idx" ON "notifications" USING btree ("published","created_at" DESC NULLS LAST);