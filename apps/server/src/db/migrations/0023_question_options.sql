ALTER TABLE "test_questions" ADD COLUMN "more_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "test_questions" ADD COLUMN "image_question" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "more_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_question" jsonb;