CREATE SEQUENCE "public"."template_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."test_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "answers" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"question_id" text NOT NULL,
	"response" text NOT NULL,
	"revision" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid" boolean,
	"achieved_marks" double precision,
	"comments" text DEFAULT '' NOT NULL,
	"corrected_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"test_id" text DEFAULT 'A' || nextval('test_number_seq') NOT NULL,
	"assessment_name" text NOT NULL,
	"type" text NOT NULL,
	"curriculum" text NOT NULL,
	"curriculum_code" text NOT NULL,
	"subject" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"chapter" text DEFAULT '' NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"assignment_mode" text NOT NULL,
	"max_questions" integer NOT NULL,
	"optional_questions" integer,
	"opt_question_marks" integer,
	"max_weightage" integer NOT NULL,
	"lab_session" boolean DEFAULT false NOT NULL,
	"assessment_type" text NOT NULL,
	"template_id" text,
	"correction_mode" text NOT NULL,
	"total_questions" integer NOT NULL,
	"created_by" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"test_id" text NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"option_seed" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"test_id" text NOT NULL,
	"student_id" text NOT NULL,
	"email" text NOT NULL,
	"curriculum_code" text NOT NULL,
	"room" text NOT NULL,
	"join_url" text NOT NULL,
	"recording_url" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" text PRIMARY KEY NOT NULL,
	"test_id" text NOT NULL,
	"user_id" text NOT NULL,
	"attempt_id" text NOT NULL,
	"corrected" boolean NOT NULL,
	"achieved_marks" double precision,
	"total_marks" integer NOT NULL,
	"grade" text,
	"correct_answered_ques" integer,
	"wrong_answered_ques" integer,
	"total_questions" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text DEFAULT 'T' || nextval('template_number_seq') NOT NULL,
	"template_name" text NOT NULL,
	"template_type" text NOT NULL,
	"curriculum" text NOT NULL,
	"curriculum_code" text NOT NULL,
	"subject" text NOT NULL,
	"topic" text DEFAULT '' NOT NULL,
	"chapter" text DEFAULT '' NOT NULL,
	"question_ids" jsonb NOT NULL,
	"created_by" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"update_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"test_id" text NOT NULL,
	"position" integer NOT NULL,
	"question_id" text NOT NULL,
	"question_type" text NOT NULL,
	"question" text NOT NULL,
	"question_marks" integer NOT NULL,
	"correct_answer" text DEFAULT '' NOT NULL,
	"answer1" text DEFAULT '' NOT NULL,
	"answer2" text DEFAULT '' NOT NULL,
	"answer3" text DEFAULT '' NOT NULL,
	"image_correct_answer" jsonb,
	"image_answer1" jsonb,
	"image_answer2" jsonb,
	"image_answer3" jsonb
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_test_id_assessments_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_test_id_assessments_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_test_id_assessments_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_test_id_assessments_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_attempt_question_idx" ON "answers" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_test_id_idx" ON "assessments" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "assessments_place_idx" ON "assessments" USING btree ("curriculum_code","subject");--> statement-breakpoint
CREATE INDEX "assessments_ends_at_idx" ON "assessments" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_test_user_idx" ON "attempts" USING btree ("test_id","user_id");--> statement-breakpoint
CREATE INDEX "attempts_user_idx" ON "attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "attempts_open_idx" ON "attempts" USING btree ("test_id") WHERE "attempts"."submitted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_test_student_idx" ON "meetings" USING btree ("test_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "results_test_user_idx" ON "results" USING btree ("test_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_template_id_idx" ON "templates" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_questions_test_question_idx" ON "test_questions" USING btree ("test_id","question_id");