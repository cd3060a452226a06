CREATE SEQUENCE "public"."question_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"question_id" text DEFAULT 'Q' || nextval('question_number_seq') NOT NULL,
	"curriculum" text NOT NULL,
	"curriculum_code" text NOT NULL,
	"subject" text NOT NULL,
	"topic" text NOT NULL,
	"chapter" text NOT NULL,
	"question_type" text NOT NULL,
	"question_marks" integer NOT NULL,
	"question" text NOT NULL,
	"correct_answer" text DEFAULT '' NOT NULL,
	"answer1" text DEFAULT '' NOT NULL,
	"answer2" text DEFAULT '' NOT NULL,
	"answer3" text DEFAULT '' NOT NULL,
	"image_correct_answer" jsonb,
	"image_answer1" jsonb,
	"image_answer2" jsonb,
	"image_answer3" jsonb,
	"created_by" text,
	"role" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "questions_question_id_idx" ON "questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_place_idx" ON "questions" USING btree ("curriculum_code","subject","topic","chapter");