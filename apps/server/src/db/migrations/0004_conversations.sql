CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "query_chats" (
	"id" text PRIMARY KEY NOT NULL,
	"sender_id" text NOT NULL,
	"curriculum" text NOT NULL,
	"curriculum_code" text NOT NULL,
	"subject" text NOT NULL,
	"topic" text NOT NULL,
	"chapter" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"feedback" text,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "query_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"author_id" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutoring_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"curriculum" text NOT NULL,
	"curriculum_code" text NOT NULL,
	"subject" text NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"chapter" text DEFAULT '' NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"role" text NOT NULL,
	"created_by" text NOT NULL,
	"link" text,
	"requested_teacher" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejected_teacher" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_teacher" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"students" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"session_type" text,
	"session_mode" jsonb,
	"feedback" text,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_chats" ADD CONSTRAINT "query_chats_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_messages" ADD CONSTRAINT "query_messages_chat_id_query_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."query_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "query_messages" ADD CONSTRAINT "query_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_sessions" ADD CONSTRAINT "tutoring_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "query_chats_sender_idx" ON "query_chats" USING btree ("sender_id","curriculum_code");--> statement-breakpoint
CREATE INDEX "query_chats_subject_idx" ON "query_chats" USING btree ("curriculum_code","subject");--> statement-breakpoint
CREATE INDEX "query_messages_chat_idx" ON "query_messages" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_code_idx" ON "tutoring_sessions" USING btree ("curriculum_code","start");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_creator_idx" ON "tutoring_sessions" USING btree ("created_by");