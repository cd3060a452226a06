CREATE TABLE "chapters" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"position" integer NOT NULL,
	"chapter" text NOT NULL,
	"chapter_info" text DEFAULT '' NOT NULL,
	"file_location" text
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"curriculum" text NOT NULL,
	"curriculum_code" text NOT NULL,
	"subject" text NOT NULL,
	"topic" text NOT NULL,
	"topic_info" text DEFAULT '' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curricula" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_name" text NOT NULL,
	"organization_code" text NOT NULL,
	"curriculum_award" text NOT NULL,
	"short_name" text NOT NULL,
	"long_name" text NOT NULL,
	"curriculum" text NOT NULL,
	"curriculum_code" text NOT NULL,
	"experience" text NOT NULL,
	"marks_mode" text NOT NULL,
	"live_session" boolean DEFAULT false NOT NULL,
	"show_previous_curriculum" boolean DEFAULT false NOT NULL,
	"eligibility" text DEFAULT '' NOT NULL,
	"pass_criteria" text DEFAULT '' NOT NULL,
	"effective_date" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"duration" double precision NOT NULL,
	"price" double precision DEFAULT 0 NOT NULL,
	"image" jsonb,
	"created_by" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" text PRIMARY KEY NOT NULL,
	"curriculum" text NOT NULL,
	"curriculum_code" text NOT NULL,
	"subject" text NOT NULL,
	"subject_info" text DEFAULT '' NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"min_credits" integer DEFAULT 0 NOT NULL,
	"max_credits" integer DEFAULT 0 NOT NULL,
	"practical_session" text DEFAULT 'No' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"curriculum" text NOT NULL,
	"curriculum_code" text NOT NULL,
	"subject" text,
	"start_date" text,
	"end_date" text,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_name" text PRIMARY KEY NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"gender" text,
	"dob" text,
	"address" text DEFAULT '' NOT NULL,
	"country" text,
	"state" text,
	"city" text,
	"pincode" text,
	"identity_number" text,
	"identity_url" text,
	"parent_or_gardien" jsonb,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"is_google" boolean DEFAULT false NOT NULL,
	"curriculum" text,
	"curriculum_code" text,
	"subject" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_roles_role_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("role_name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapters_course_idx" ON "chapters" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_code_subject_idx" ON "courses" USING btree ("curriculum_code","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "curricula_code_idx" ON "curricula" USING btree ("curriculum_code");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_code_subject_idx" ON "subjects" USING btree ("curriculum_code","subject");--> statement-breakpoint
CREATE INDEX "enrolments_user_idx" ON "enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enrolments_code_idx" ON "enrolments" USING btree ("curriculum_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_idx" ON "users" USING btree ("email") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");