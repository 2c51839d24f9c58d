/**
 * /cpd/all-courses (spec 002 §2 CPD "Courses: All courses"): the tenant's course catalogue with a keyword
 * search (name or code, debounced), a category filter and pages of 20, each course with Enrol. The keyword,
 * category and page live in the URL. Empty: 'No courses found.'; failure: 'Failed to get enrolls' with retry.
 */
import { useEffect, useState } from 'react';
import { Col, Empty, Flex, Pagination, Row, Select, Skeleton, Typography } from 'antd';
import { useApp } from '../../../shared/app-feedback';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { COURSE_LIMITS, COURSE_MESSAGES } from '@portal/contracts';
import { errorMessage } from '../../../api/api-error';
import { LoadError } from '../../../shared/components/LoadError';
import { SearchBox } from '../../../shared/components/SearchBox';
import { parseSearchParams, zTextParam, ZListSearchParams } from '../../../shared/search-params';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { CourseCard } from '../components/CourseCard';
import { useCourses, useEnrol } from '../queries';

/** The catalogue's URL state: page, keyword and category. */
export const ZCoursesSearchParams = ZListSearchParams.extend({ keyword: zTextParam, category: zTextParam });
type CoursesSearch = z.infer<typeof ZCoursesSearchParams>;

/** Renders the catalogue. */
export default function AllCoursesPage() {
  const { message } = useApp();
  const [params, setParams] = useSearchParams();
  const search = parseSearchParams(ZCoursesSearchParams, params);
  const [keyword, setKeyword] = useState(search.keyword);
  const debouncedKeyword = useDebouncedValue(keyword, 500);
  const update = (next: Partial<CoursesSearch>) => {
    const merged = { ...search, page: 1, ...next };
    setParams(
      Object.fromEntries(
        Object.entries(merged)
          .filter(([key, value]) => value !== '' && !(key === 'page' && value === 1))
          .map(([key, value]) => [key, String(value)]),
      ),
      { replace: true },
    );
  };
  useEffect(() => {
    if (debouncedKeyword !== search.keyword) update({ keyword: debouncedKeyword });
    // Only a settled keyword writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedKeyword]);
  const courses = useCourses({
    keyword: search.keyword,
    category: search.category,
    page: search.page,
    size: COURSE_LIMITS.pageSize,
  });
  const enrol = useEnrol();

  let body;
  if (courses.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (courses.isLoadingError) {
    body = <LoadError message={COURSE_MESSAGES.loadFailed} onRetry={() => void courses.refetch()} />;
  } else if (courses.data.courses.length === 0) {
    body = <Empty description="No courses found." />;
  } else {
    body = (
      <>
        <Row gutter={[16, 16]}>
          {courses.data.courses.map((course) => (
            <Col key={course.courseId} xs={24} lg={12} xxl={8}>
              <CourseCard
                course={course}
                isEnrolling={enrol.isPending && enrol.variables?.courseId === course.courseId}
                onEnrol={(item) =>
                  enrol.mutate(item, {
                    onSuccess: () => void message.success(COURSE_MESSAGES.enrolled),
                    onError: (error) => void message.error(errorMessage(error, COURSE_MESSAGES.enrolFailed)),
                  })
                }
              />
            </Col>
          ))}
        </Row>
        <Pagination
          style={{ marginTop: 24, justifyContent: 'center' }}
          current={search.page}
          pageSize={COURSE_LIMITS.pageSize}
          total={courses.data.totalItems}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(page) => update({ page })}
        />
      </>
    );
  }
  return (
    <div style={{ maxWidth: 1364 }}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        All courses
      </Typography.Title>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchBox
          label="Search courses"
          placeholder="Search courses"
          value={keyword}
          onChange={setKeyword}
          onSearch={(value) => update({ keyword: value })}
          style={{ flex: '1 1 280px', maxWidth: 420 }}
        />
        <Select
          allowClear
          placeholder="All categories"
          aria-label="Category"
          value={search.category || undefined}
          options={(courses.data?.categories ?? []).map((value) => ({ value, label: value }))}
          onChange={(value?: string) => update({ category: value ?? '' })}
          style={{ flex: '0 1 240px', minWidth: 180 }}
        />
      </Flex>
      {body}
    </div>
  );
}
