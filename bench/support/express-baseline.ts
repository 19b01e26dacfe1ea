/**
 * The baseline server of bench/http.bench.ts (issue #13): Express 5 + express-session with
 * connect-pg-simple + node-postgres, answering GET /api/courses, GET /api/courses/:id and
 * POST /api/courses with the same SQL and the same JSON as Coursewright, and the same zod
 * validation of the body. What a plain, well-known stack does with the same work.
 *
 * Run as a child process: DATABASE_URL, PORT and SESSION_SECRET from the environment; prints
 * "listening <port>" when ready. POST /bench/login {userId} signs a session in (bench only).
 */
import connectPgSimple from "connect-pg-simple";
import express, { type Request, type Response } from "express";
import session from "express-session";
import pg from "pg";
import { createCourseSchema } from "../../common/schemas.ts";

declare module "express-session" {
  interface SessionData {
    userId?: string;
  }
}

interface CourseRow {
  id: number;
  user_id: string;
  title: string;
  description: string | null;
  duration: string | null;
  level: string;
  progress: number;
  lms_type: string | null;
  lms_id: string | null;
  quality_grade: string | null;
  created_at: Date;
  updated_at: Date;
}

const present = (row: CourseRow) => ({
  id: row.id,
  userId: row.user_id,
  title: row.title,
  description: row.description,
  duration: row.duration,
  level: row.level,
  progress: row.progress,
  lmsType: row.lms_type,
  lmsId: row.lms_id,
  qualityGrade: row.quality_grade,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PgStore = connectPgSimple(session);
const app = express();
app.use(express.json({ limit: "1mb" }));
app.use(
  session({
    store: new PgStore({
      pool,
      tableName: "baseline_sessions",
      createTableIfMissing: true,
      pruneSessionInterval: false,
    }),
    secret: process.env.SESSION_SECRET ?? "baseline-secret-at-least-32-characters-long",
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: "lax", maxAge: 7 * 24 * 3600 * 1000 },
  }),
);

const signedIn = (req: Request, res: Response): string | null => {
  if (req.session.userId) return req.session.userId;
  res.status(401).json({ message: "Not signed in" });
  return null;
};

app.post("/bench/login", (req, res) => {
  req.session.userId = String((req.body as { userId: string }).userId);
  res.status(204).end();
});

app.get("/api/courses", async (req, res) => {
  const userId = signedIn(req, res);
  if (!userId) return;
  const { rows } = await pool.query<CourseRow>(
    "select * from courses where user_id = $1 order by created_at desc, id desc",
    [userId],
  );
  res.set("cache-control", "no-store").json(rows.map(present));
});

app.get("/api/courses/:id", async (req, res) => {
  const userId = signedIn(req, res);
  if (!userId) return;
  const id = Number(req.params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
    res.status(400).json({ message: "id must be a positive integer" });
    return;
  }
  const { rows } = await pool.query<CourseRow>("select * from courses where id = $1 and user_id = $2", [id, userId]);
  if (!rows[0]) {
    res.status(404).json({ message: "Course not found" });
    return;
  }
  res.set("cache-control", "no-store").json(present(rows[0]));
});

app.post("/api/courses", async (req, res) => {
  const userId = signedIn(req, res);
  if (!userId) return;
  const parsed = createCourseSchema.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ message: parsed.error.issues[0]?.message ?? "invalid body" });
    return;
  }
  const { title, description, duration, level } = parsed.data;
  const { rows } = await pool.query<CourseRow>(
    "insert into courses (user_id, title, description, duration, level, progress) values ($1, $2, $3, $4, $5, 0) returning *",
    [userId, title, description ?? null, duration ?? null, level],
  );
  res.status(201).json(present(rows[0]!));
});

const server = app.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : ""}`);
});
process.once("SIGTERM", () => process.exit(0));
