CREATE TABLE "reading_files" (
	"id" text PRIMARY KEY NOT NULL,
	"video_id" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"chapter_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_location" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reading_files" ADD CONSTRAINT "reading_files_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_files_video_idx" ON "reading_files" USING btree ("video_id");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_chapter_idx" ON "videos" USING btree ("chapter_id");